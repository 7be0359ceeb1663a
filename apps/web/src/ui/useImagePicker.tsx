import { IMAGE_EXTENSIONS } from '@ies/contracts';
import { type ReactElement, useRef, useState } from 'react';

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export interface ImagePicker {
  /** True while the chosen file uploads (the button's spinner). */
  busy: boolean;
  /** Opens the browser's file picker. */
  open: () => void;
  /** The hidden file input; render it once beside the button. */
  input: ReactElement;
}

/**
 * The hidden image input behind every upload button (logos, avatar, menu icons, pictures): it
 * uploads the chosen file, reports a failure, and clears itself so the same file can be chosen again.
 */
export function useImagePicker(options: {
  upload: (file: File) => Promise<void>;
  onError: (error: unknown) => void;
  testId: string;
}): ImagePicker {
  const ref = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await options.upload(file);
    } catch (error) {
      options.onError(error);
    } finally {
      setBusy(false);
      if (ref.current) ref.current.value = '';
    }
  };

  const input = (
    <input
      ref={ref}
      type="file"
      hidden
      // The attribute alone loses to any display rule of a stylesheet: the bare browser picker showed.
      style={{ display: 'none' }}
      accept={ACCEPT}
      onChange={(event) => void handleFile(event.target.files?.[0])}
      data-testid={options.testId}
    />
  );
  return { busy, open: () => ref.current?.click(), input };
}
