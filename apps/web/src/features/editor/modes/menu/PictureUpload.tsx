import { Alert, Button, FileButton, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ImageUpload } from '../../../../shared/useImageUpload.ts';

/** The file chooser for a picture (JPG/PNG, checked before sending), with its loading state. */
export function PictureUploadButton(props: {
  upload: ImageUpload;
  label: string;
  disabled?: boolean;
  onUploaded: (imageUrl: string) => void;
  testId: string;
}) {
  async function onFile(file: File | null): Promise<void> {
    const url = await props.upload.upload(file);
    if (url) props.onUploaded(url);
  }
  return (
    <FileButton onChange={(file) => void onFile(file)} accept="image/png,image/jpeg,.png,.jpg,.jpeg">
      {(fileProps) => (
        <Button
          {...fileProps}
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} />}
          loading={props.upload.isUploading}
          disabled={props.disabled}
          data-testid={props.testId}
        >
          {props.label}
        </Button>
      )}
    </FileButton>
  );
}

/** Why the last picture was refused, in words the user can act on. */
export function PictureProblem({ upload, testId }: { upload: ImageUpload; testId: string }) {
  if (!upload.problem) return null;
  return (
    <Alert color="red" p="xs" role="alert" data-testid={testId}>
      <Text size="xs">{upload.problem}</Text>
    </Alert>
  );
}
