import type { ComponentType } from 'react';

/** The record pages (`users/:userId`, ..., `content`), relative to `/admin`. */
export const recordRoutes: { path: string; Component: ComponentType }[] = [];
