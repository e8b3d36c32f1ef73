/**
 * Hands a photo made by someone who may edit the bar to the server as the bar's best picture (the
 * share cards and the lists show it). The bars feature's `uploadBarPicture(barId, blob, 'photo')`
 * (`PUT /api/bars/{id}/picture?kind=photo`) does it; until it is there, the photo stays local.
 */
export async function handPhotoToBar(_barId: string, _photo: Blob): Promise<void> {}
