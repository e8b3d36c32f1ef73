import { useBarDialog } from './barDialogStore.ts';
import { DeleteBarDialog } from './DeleteBarDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { ShareDialog } from './ShareDialog.tsx';

export function BarDialogs() {
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
