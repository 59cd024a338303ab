import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a screen's lazy page module exports: the page, and optionally what starts its first queries (screen-route.ts
 * runs it alongside the guard). Its own module so the page tables and the route builder share it without a cycle.
 */
export interface TPageModule {
  default: ComponentType;
  prefetch?: (queryClient: QueryClient, params: Record<string, string>) => void;
}
