import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from './uploadImage.ts';

export type ImageUpload = {
  isUploading: boolean;
  /** What the user reads when the last picture was refused: the server's own text, else ours. */
  problem: string | null;
  /** Checks and uploads a picture; resolves to its `/api/uploads/<id>` address, or null when refused. */
  upload: (file: File | null) => Promise<string | null>;
};

export function useImageUpload(): ImageUpload {
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File | null): Promise<string | null> {
    if (!file) return null;
    setProblem(null);
    setUploading(true);
    try {
      const result = await uploadImage(file);
      if ('upload' in result) return result.upload.url;
      setProblem(result.message ?? t(`modes.branding.problems.${result.problem}`));
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { isUploading, problem, upload };
}
