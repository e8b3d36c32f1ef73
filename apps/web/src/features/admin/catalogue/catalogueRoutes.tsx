import type { ComponentType } from 'react';

/** The catalogue record pages and the content builder (`colors/:colorId`, ..., `content`), relative to `/admin`. */
export const catalogueRoutes: { path: string; Component: ComponentType }[] = [];
