import { type CreateBarRequest, createBarRequestSchema } from '@bar/contracts/bars';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { httpStatus, responseBody } from '../../shared/api.ts';
import { createBar, editorPath } from '../bars/barsApi.ts';
import { deviceStorage, rememberBar } from '../bars/guestBars.ts';

type FormInput = z.input<typeof createBarRequestSchema>;

/** The message key for a zod issue code as react-hook-form reports it. */
function validationKey(error: FieldError): string {
  if (error.type === 'too_small') return 'validation.tooShort';
  if (error.type === 'too_big') return 'validation.tooLong';
  return 'validation.invalid';
}

function serverFieldMessage(error: unknown): string | undefined {
  if (httpStatus(error) !== 422) return undefined;
  const body = responseBody(error) as { errors?: Record<string, string[]> } | undefined;
  return body?.errors?.name?.[0];
}

export function NewBarModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<FormInput, unknown, CreateBarRequest>({
    resolver: zodResolver(createBarRequestSchema),
    defaultValues: { name: t('newBar.defaultName') },
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset({ name: t('newBar.defaultName') });
  }, [opened, reset, t]);

  const creation = useMutation({
    mutationFn: createBar,
    onSuccess: (bar) => {
      rememberBar(deviceStorage(), bar);
      onClose();
      void navigate(editorPath(bar.id));
    },
    onError: (error) => {
      const message = serverFieldMessage(error);
      if (message) form.setError('name', { type: 'server', message });
    },
  });

  const nameError = form.formState.errors.name;
  // Server messages arrive translated (X-Locale); the schema's own messages are replaced by ours.
  const nameErrorText = nameError
    ? nameError.type === 'server'
      ? nameError.message
      : t(validationKey(nameError))
    : undefined;

  return (
    <Modal opened={opened} onClose={onClose} title={t('newBar.title')} centered>
      <form noValidate data-testid="new-bar-form" onSubmit={form.handleSubmit((values) => creation.mutate(values))}>
        <Stack>
          <TextInput
            label={t('newBar.nameLabel')}
            data-testid="new-bar-name"
            data-autofocus
            required
            {...form.register('name')}
            error={nameErrorText}
          />
          {creation.isError && !serverFieldMessage(creation.error) && (
            <Alert color="red" role="alert">
              {t('newBar.failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('newBar.cancel')}
            </Button>
            <Button type="submit" loading={creation.isPending} data-testid="new-bar-submit">
              {t('newBar.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
