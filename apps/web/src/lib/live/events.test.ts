import { describe, expect, it, vi } from 'vitest';
import { emitLiveEvent, onLiveEvent } from './events';

describe('live events', () => {
  it('delivers events by type and to catch-all listeners until they stop', () => {
    const onNotification = vi.fn();
    const onAny = vi.fn();
    const stopNotification = onLiveEvent('notification', onNotification);
    const stopAny = onLiveEvent('*', onAny);

    emitLiveEvent({ type: 'notification', id: 1 });
    emitLiveEvent({ type: 'chat_message', room: 2 });
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith({ type: 'notification', id: 1 });
    expect(onAny).toHaveBeenCalledTimes(2);

    stopNotification();
    stopAny();
    emitLiveEvent({ type: 'notification', id: 3 });
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onAny).toHaveBeenCalledTimes(2);
  });

  it('keeps delivering when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    const stopFirst = onLiveEvent('x', () => {
      throw new Error('boom');
    });
    const stopSecond = onLiveEvent('x', second);
    emitLiveEvent({ type: 'x' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    stopFirst();
    stopSecond();
    error.mockRestore();
  });
});
