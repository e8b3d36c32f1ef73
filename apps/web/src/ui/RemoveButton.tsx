import { Button, type ButtonProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type RemoveButtonProps = Pick<ButtonProps, 'size' | 'variant'> & {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  'data-testid'?: string;
};

/** A red button with a bin: removes or deletes something (the caller asks first where that is wanted). */
export function RemoveButton({ size = 'xs', variant = 'light', children, ...rest }: RemoveButtonProps) {
  const iconSize = size === 'compact-xs' ? 12 : 14;
  return (
    <Button size={size} variant={variant} color="red" leftSection={<IconTrash size={iconSize} />} {...rest}>
      {children}
    </Button>
  );
}
