import type { ClientErrorSource } from '@vr/contracts';
import { create } from 'zustand';

/** One client error caught in this page load (production errors are collected in an error log). */
export interface ClientErrorEntry {
  id: number;
  message: string;
  stack?: string;
  componentStack?: string;
  url: string;
  source: ClientErrorSource;
  time: Date;
}

/** Kept in memory for the dialog; older ones drop off. */
export const ERROR_LOG_LIMIT = 100;

interface ErrorLogState {
  errors: ClientErrorEntry[];
  add(entry: Omit<ClientErrorEntry, 'id' | 'time'>): ClientErrorEntry;
  clear(): void;
}

let nextId = 1;

export const useErrorLogStore = create<ErrorLogState>()((set, get) => ({
  errors: [],
  add(entry) {
    const full: ClientErrorEntry = { ...entry, id: nextId++, time: new Date() };
    set({ errors: [full, ...get().errors].slice(0, ERROR_LOG_LIMIT) });
    return full;
  },
  clear() {
    set({ errors: [] });
  },
}));
