import { useSyncExternalStore } from 'react';

/**
 * A localStorage entry React can subscribe to: components re-render when this tab or another
 * tab changes it.
 */
export function createStoredValue(key: string) {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function get(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function set(value: string | null) {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    emit();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === key && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    get,
    set,
    /** Tell subscribers to read again after someone else wrote the key. */
    refresh: emit,
    subscribe,
    useValue: () => useSyncExternalStore(subscribe, get, () => null),
  };
}
