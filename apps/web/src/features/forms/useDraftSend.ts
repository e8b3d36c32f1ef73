import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpStatus } from '../../shared/api.ts';
import { type FieldProblems, splitServerErrors } from '../../shared/formErrors.ts';

type Options<F extends string> = {
  /** The request's fields: a 422 message for one of them is shown beside it. */
  fields: readonly F[];
  send: () => Promise<unknown>;
  onSent: () => void;
  /** 409: the idempotency key names another request, the next attempt gets a new one. */
  forgetKey: () => void;
  /** The alert for a failure status other than 422, or null for the generic text. */
  statusText: (status: number, error: unknown) => string | null;
};

/**
 * A draft kept in a store (not in react-hook-form) and sent once with an idempotency key: its
 * own problems and the server's, by field and as one alert (`problems.other`).
 */
export function useDraftSend<F extends string>({ fields, send, onSent, forgetKey, statusText }: Options<F>) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<FieldProblems<F>>({ fields: {}, other: null });
  /** Counts the answers that set problems (a check on Send, a refusal), not a problem cleared by an edit. */
  const [refusals, setRefusals] = useState(0);
  const problemsOf = (error: unknown): FieldProblems<F> => {
    const byField = splitServerErrors(error, fields);
    if (byField) return byField;
    const status = httpStatus(error);
    const other = status === undefined ? t('errors.network') : (statusText(status, error) ?? t('errors.generic'));
    return { fields: {}, other };
  };
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => onSent(),
    onError: (error) => {
      if (httpStatus(error) === 409) forgetKey();
      setProblems(problemsOf(error));
      setRefusals((count) => count + 1);
    },
  });
  return {
    problems,
    /** Changes each time a Send was refused: the form shows the first refused field then. */
    refusals,
    isPending: mutation.isPending,
    /** A changed answer no longer shows the error it had. */
    clearProblem: (field: F) =>
      setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } })),
    /** Shows the draft's own problems (translation keys by field), or sends it when there are none. */
    submit: (own: Partial<Record<F, string>>) => {
      const entries = Object.entries<string | undefined>(own).map(([field, key]) => [field, t(key ?? '')]);
      const byField: Partial<Record<F, string>> = Object.fromEntries(entries);
      setProblems({ fields: byField, other: null });
      if (Object.keys(byField).length === 0) mutation.mutate();
      else setRefusals((count) => count + 1);
    },
  };
}
