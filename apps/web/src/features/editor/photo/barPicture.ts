import { uploadBarPicture } from '../../bars/index.ts';

/**
 * Hands a photo made by someone who may edit the bar to the server as the bar's best picture
 * (`PUT /api/bars/{id}/picture?kind=photo`): the PDF's first picture, a shared link's preview and a
 * preset's thumbnail use it from then on. The edit link's token is the one this device holds.
 */
export async function handPhotoToBar(barId: string, photo: Blob): Promise<void> {
  await uploadBarPicture(barId, photo, 'photo');
}
