/**
 * What other features use of the editor: its store through React context (the screens hold the
 * provider), the session's open bar for dialogs outside the editor, and the panels and hooks that
 * the embed and the admin show. Everything else in this folder is the editor's own.
 */
export { useDispatch } from './commands.ts';
export { ScenePanel } from './components/ScenePanel.tsx';
export { EditorRoot } from './EditorRoot.tsx';
export { LoadProblemPage } from './EditorScreen.tsx';
export { editorUrl } from './editorUrls.ts';
export { EditingSideMenu } from './modes/EditingSideMenu.tsx';
export { useEditingMode } from './modes/useEditingMode.ts';
export { PartsTable } from './partsList/PartsTable.tsx';
export { PartsTotals } from './partsList/PartsTotals.tsx';
export { usePartsList } from './partsList/usePartsList.ts';
export { PhotoDialog } from './photo/PhotoDialog.tsx';
export { openPhotoDialog } from './photo/photoDialogStore.ts';
export { PreviewPanel } from './preview/PreviewPanel.tsx';
export type { EditorStore } from './store/createEditorStore.ts';
export { useEditorStore, useEditorStoreApi } from './store/editorContext.tsx';
export { useBarLoader } from './useBarLoader.ts';
