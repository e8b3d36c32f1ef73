import { openedStore } from '../../../shared/openedStore.ts';

/** The bar a photo is made of: its name for the file, and its id when the photo may become its picture. */
export type PhotoRequest = { barName: string; pictureOf: string | null };

const photoDialog = openedStore<PhotoRequest>();

export const openPhotoDialog = photoDialog.open;
export const closePhotoDialog = photoDialog.close;
export const usePhotoRequest = photoDialog.useOpened;
