import { Button, Menu, Text } from '@mantine/core';
import {
  type Icon,
  IconAddressBook,
  IconArrowBackUpDouble,
  IconArrowForwardUpDouble,
  IconChevronDown,
  IconCopy,
  IconFolderOpen,
  IconGitCompare,
  IconLock,
  IconLogout,
  IconPencil,
  IconShare,
  IconTrash,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type BarDialog, type BarRef, openBarDialog } from '../../account/index.ts';
import { openAuthDialog, requireLogin, useAuth } from '../../auth/index.ts';
import { PdfDialog } from '../../pdf/index.ts';
import { restoreFromMenu } from '../autosave/restoreFromMenu.ts';
import { openCompareDialog } from '../compare/compareStore.ts';
import { DownloadItems } from '../downloads/DownloadItems.tsx';
import { PhotoDialog } from '../photo/PhotoDialog.tsx';
import { useEditorStoreApi } from '../store/editorContext.tsx';

/**
 * What the file menu does with the open bar (a dialog of its own each): the reason the login dialog
 * gives a guest, and whether it is only for a bar one may edit (saving a copy is not). Their labels
 * are `account.fileMenu.<kind>`, their test ids `file-<kind>` (`file-save-as`).
 */
const BAR_ACTIONS: {
  kind: BarDialog['kind'];
  Icon: Icon;
  reason: string;
  isForOwnBar: boolean;
  color?: 'red';
}[] = [
  { kind: 'saveAs', Icon: IconCopy, reason: 'account.messages.loginToSave', isForOwnBar: false },
  { kind: 'rename', Icon: IconPencil, reason: 'account.messages.loginToSave', isForOwnBar: true },
  { kind: 'share', Icon: IconShare, reason: 'account.messages.loginToShare', isForOwnBar: true },
  { kind: 'delete', Icon: IconTrash, reason: 'account.messages.loginToSave', isForOwnBar: true, color: 'red' },
];

/** The saved versions before and after the open one (server-side undo and redo). */
const RESTORES = [
  { label: 'restorePrevious', Icon: IconArrowBackUpDouble, direction: 'undo' },
  { label: 'restoreNext', Icon: IconArrowForwardUpDouble, direction: 'redo' },
] as const;

/** `saveAs` → `save-as`, for test ids. */
function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The file menu: open (My configurations), save as, rename, share, delete, address book, profile, logout.
 * They need an account; a guest choosing one gets the login dialog with the reason. `bar` is the
 * open bar.
 * Restoring the previous/next saved version (server-side undo/redo) needs only the right to edit.
 * The downloads (PDF, 3D model, parts list, pictures of the 3D view) need nothing but the open bar.
 */
export function FileMenu({ bar }: { bar: (BarRef & { canEdit: boolean }) | null }) {
  const { t } = useTranslation();
  const editorStore = useEditorStoreApi();
  const navigate = useNavigate();
  const isSignedIn = useAuth((state) => state.user !== null);
  const barAction = (kind: BarDialog['kind'], reason: string) => () => {
    if (!isSignedIn) requireLogin(reason);
    else if (bar) openBarDialog({ kind, bar });
  };
  const needsOwnBar = !bar?.canEdit;
  return (
    <>
      <Menu position="bottom-start" width={400} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={<IconChevronDown size={14} />}
            data-testid="file-menu"
            style={{ flexShrink: 0 }}
          >
            {t('shell.fileMenu.label')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFolderOpen size={16} />}
            onClick={() =>
              isSignedIn ? openAuthDialog({ kind: 'myConfigurations' }) : requireLogin('account.messages.loginToOpen')
            }
            data-testid="file-open"
          >
            {t('account.fileMenu.open')}
          </Menu.Item>
          {BAR_ACTIONS.map(({ kind, Icon, reason, isForOwnBar, color }) => (
            <Menu.Item
              key={kind}
              leftSection={<Icon size={16} />}
              color={color}
              onClick={barAction(kind, reason)}
              disabled={isForOwnBar ? needsOwnBar : !bar}
              data-testid={`file-${kebabCase(kind)}`}
            >
              {t(`account.fileMenu.${kind}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <DownloadItems bar={bar} />
          <Menu.Divider />
          {RESTORES.map(({ label, Icon, direction }) => (
            <Menu.Item
              key={label}
              leftSection={<Icon size={16} />}
              onClick={() => void restoreFromMenu(editorStore, direction)}
              disabled={needsOwnBar}
              data-testid={`file-${kebabCase(label)}`}
            >
              {t(`account.fileMenu.${label}`)}
            </Menu.Item>
          ))}
          <Menu.Item
            leftSection={<IconGitCompare size={16} />}
            onClick={openCompareDialog}
            disabled={!bar}
            data-testid="file-compare"
          >
            {t('compare.menuItem')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconAddressBook size={16} />}
            onClick={() =>
              isSignedIn ? void navigate('/account/addresses') : requireLogin('account.messages.loginToAddresses')
            }
            data-testid="file-addresses"
          >
            {t('account.addressBook.menuItem')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserCircle size={16} />}
            onClick={() => (isSignedIn ? void navigate('/account/profile') : requireLogin('profile.loginToProfile'))}
            data-testid="file-profile"
          >
            {t('profile.menuItem')}
          </Menu.Item>
          {isSignedIn ? (
            <Menu.Item
              leftSection={<IconLogout size={16} />}
              onClick={() => openAuthDialog({ kind: 'logout' })}
              data-testid="file-logout"
            >
              {t('account.fileMenu.logout')}
            </Menu.Item>
          ) : (
            <Menu.Label>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }} data-testid="file-menu-hint">
                <IconLock size={12} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
                {t('shell.fileMenu.loginHint')}
              </Text>
            </Menu.Label>
          )}
        </Menu.Dropdown>
      </Menu>
      <PdfDialog />
      <PhotoDialog />
    </>
  );
}
