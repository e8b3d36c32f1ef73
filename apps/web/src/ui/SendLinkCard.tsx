import { Button, Card, CopyButton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconMail, IconShare } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canShareLink, type LinkMessage, mailtoHref } from './sendLink.ts';

/** Buttons on a phone: at least 44 px high, one under the other, as wide as the card. */
const TAP = { size: 'lg', fullWidth: true } as const;

/**
 * "Send me the link": for someone on a phone who wants to go on on a computer. The system's share
 * sheet where the browser has the Web Share API, a mail to oneself with the address in it, and the
 * address to copy (shown, so it can also be copied by hand).
 */
export function SendLinkCard({
  url,
  title,
  text,
  subject,
  id,
}: {
  url: string;
  title: string;
  text: string;
  subject: string;
  /** The card's element id, for a link or button that leads to it. */
  id?: string;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const message: LinkMessage = { url, subject, body: t('phone.sendLink.mailBody', { url }) };
  const canShare = useMemo(() => canShareLink(globalThis.navigator, url), [url]);
  const [shareFailed, setShareFailed] = useState(false);

  const share = () => {
    setShareFailed(false);
    navigator.share({ title: subject, text: t('phone.sendLink.shareText'), url }).catch((error: unknown) => {
      // Closing the share sheet is no failure; anything else is said, and the other ways stay.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShareFailed(true);
    });
  };

  return (
    <Card withBorder radius="md" padding="md" id={id} data-testid="send-link">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        {canShare && (
          <Button {...TAP} leftSection={<IconShare size={18} />} onClick={share} data-testid="send-link-share">
            {t('phone.sendLink.share')}
          </Button>
        )}
        {shareFailed && (
          <Text size="sm" c="red" role="alert">
            {t('phone.sendLink.shareFailed')}
          </Text>
        )}
        <Button
          {...TAP}
          component="a"
          href={mailtoHref(message)}
          variant={canShare ? 'default' : 'filled'}
          leftSection={<IconMail size={18} />}
          data-testid="send-link-mail"
        >
          {t('phone.sendLink.email')}
        </Button>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              {...TAP}
              variant="default"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={copy}
              data-testid="send-link-copy"
              data-copied={copied}
            >
              {copied ? t('phone.sendLink.copied') : t('phone.sendLink.copy')}
            </Button>
          )}
        </CopyButton>
        <TextInput
          id={fieldId}
          label={t('phone.sendLink.address')}
          value={url}
          readOnly
          size="lg"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="send-link-url"
        />
      </Stack>
    </Card>
  );
}
