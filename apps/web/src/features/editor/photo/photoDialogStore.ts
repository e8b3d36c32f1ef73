import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The bar a photo is made of: its name for the file, and its id when the photo may become its picture. */
export type PhotoRequest = { barName: string; pictureOf: string | null };

const photoDialogStore = createStore<{ request: PhotoRequest | null }>()(() => ({ request: null }));

export function openPhotoDialog(request: PhotoRequest): void {
  photoDialogStore.setState({ request });
}

export function closePhotoDialog(): void {
  photoDialogStore.setState({ request: null });
}

export function usePhotoRequest(): PhotoRequest | null {
  return useStore(photoDialogStore, (state) => state.request);
}
