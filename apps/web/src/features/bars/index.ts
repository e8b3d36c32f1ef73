/** What other features use of bars. */
export {
  deleteBar,
  duplicateBar,
  listBars,
  moveInHistory,
  renameBar,
  revokeShare,
  shareBar,
} from './accountBarsApi.ts';
export { fetchBarPictureInfo, uploadBarPicture } from './barPictureApi.ts';
export { requestBar, tokensForLoad } from './barPrefetch.ts';
export {
  type BarTokens,
  createBar,
  editorPath,
  fetchBar,
  KeepaliveSaveError,
  newBarEditorPath,
  patchBar,
  patchBarKeepalive,
  saveBar,
  saveBarKeepalive,
  viewPath,
} from './barsApi.ts';
export { catalogueQueryKey, fetchCatalogue } from './catalogueApi.ts';
export { deviceStorage, recentBars, rememberBar, STORAGE_KEYS, tokensFor } from './guestBars.ts';
export { refreshRasterPicture } from './rasterPicture.ts';
export { fetchRevision, listRevisions, restoreRevision } from './revisionsApi.ts';
