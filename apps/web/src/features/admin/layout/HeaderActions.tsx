import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconLogout } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSelect } from '../../../ui/LanguageSelect.tsx';
import { logout, useAuth } from '../../auth/index.ts';
import { isAdminQueryKey } from '../guard/adminGuard.ts';

/** Signs out, forgets the area's cached records and returns to the admin login. */
function useAdminSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
      navigate('/admin/login', { replace: true });
    },
  });
}

/** The header's right side: back to the configurator, language, the signed-in e-mail and logout. */
export function HeaderActions() {
  const { t } = useTranslation();
  const email = useAuth((state) => state.user?.email ?? '');
  const signOut = useAdminSignOut();
  return (
    <Group gap="md" wrap="nowrap">
      <Button
        component={Link}
        to="/"
        variant="subtle"
        size="xs"
        leftSection={<IconArrowBackUp size={16} />}
        data-testid="admin-to-configurator"
      >
        {t('admin.nav.configurator')}
      </Button>
      <LanguageSelect />
      <Text size="sm" c="dimmed" data-testid="admin-user-email" visibleFrom="md">
        {email}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLogout size={16} />}
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
        data-testid="admin-logout"
      >
        {t('admin.nav.logout')}
      </Button>
    </Group>
  );
}
