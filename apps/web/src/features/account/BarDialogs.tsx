import { lazy, type ReactNode, Suspense } from 'react';
import { useFocusReturn } from '../../ui/useFocusReturn.ts';
import { useAuth } from '../auth/index.ts';
import { useBarDialog } from './barDialogStore.ts';

// Loaded when first opened (they bring the form libraries along), not with the first screen.
const NameDialog = lazy(() => import('./NameDialog.tsx').then((module) => ({ default: module.NameDialog })));
const DeleteBarDialog = lazy(() =>
  import('./DeleteBarDialog.tsx').then((module) => ({ default: module.DeleteBarDialog })),
);
const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((module) => ({ default: module.ShareDialog })));
const MyConfigurationsDialog = lazy(() =>
  import('./MyConfigurationsDialog.tsx').then((module) => ({ default: module.MyConfigurationsDialog })),
);

export function BarDialogs() {
  useFocusReturn(useBarDialog() !== null);
  return (
    <>
      {/* Its own boundary: a bar dialog loading over the list does not hide the list meanwhile. */}
      <Suspense fallback={null}>
        <MyConfigurations />
      </Suspense>
      <Suspense fallback={null}>
        <OpenBarDialog />
      </Suspense>
    </>
  );
}

/** "My configurations", opened through the auth store (the account menu) like the account dialogs. */
function MyConfigurations(): ReactNode {
  const isOpen = useAuth((state) => state.dialog?.kind === 'myConfigurations');
  return isOpen ? <MyConfigurationsDialog /> : null;
}

function OpenBarDialog(): ReactNode {
  const dialog = useBarDialog();
  switch (dialog?.kind) {
    case 'saveAs':
    case 'rename':
      return <NameDialog key={`${dialog.kind}-${dialog.bar.id}`} mode={dialog.kind} bar={dialog.bar} />;
    case 'delete':
      return <DeleteBarDialog bar={dialog.bar} />;
    case 'share':
      return <ShareDialog bar={dialog.bar} />;
    default:
      return null;
  }
}
