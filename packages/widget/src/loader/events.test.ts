import { describe, expect, it, vi } from 'vitest';
import { createEventHub } from './events.ts';

interface TestEvents {
  view: { popupId: string };
  close: { popupId: string };
}

describe('createEventHub', () => {
  it('delivers an event to every handler of that event only', () => {
    const hub = createEventHub<TestEvents>();
    const onView = vi.fn();
    const alsoOnView = vi.fn();
    const onClose = vi.fn();
    hub.on('view', onView);
    hub.on('view', alsoOnView);
    hub.on('close', onClose);

    hub.emit('view', { popupId: 'p1' });

    expect(onView).toHaveBeenCalledWith({ popupId: 'p1' });
    expect(alsoOnView).toHaveBeenCalledWith({ popupId: 'p1' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops delivering after off() or the function on() returned', () => {
    const hub = createEventHub<TestEvents>();
    const removedByOff = vi.fn();
    const removedByReturn = vi.fn();
    hub.on('view', removedByOff);
    const unsubscribe = hub.on('view', removedByReturn);

    hub.off('view', removedByOff);
    unsubscribe();
    hub.emit('view', { popupId: 'p1' });

    expect(removedByOff).not.toHaveBeenCalled();
    expect(removedByReturn).not.toHaveBeenCalled();
  });

  it('calls a handler added twice once, like addEventListener', () => {
    const hub = createEventHub<TestEvents>();
    const handler = vi.fn();
    hub.on('close', handler);
    hub.on('close', handler);
    hub.emit('close', { popupId: 'p1' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps calling the other handlers when one throws, and logs the failure', () => {
    const hub = createEventHub<TestEvents>();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    hub.on('view', () => {
      throw new Error('host page bug');
    });
    hub.on('view', after);

    hub.emit('view', { popupId: 'p1' });

    expect(after).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('does not skip a handler when an earlier one unsubscribes itself', () => {
    const hub = createEventHub<TestEvents>();
    const second = vi.fn();
    const unsubscribe = hub.on('view', () => unsubscribe());
    hub.on('view', second);
    hub.emit('view', { popupId: 'p1' });
    expect(second).toHaveBeenCalledOnce();
  });
});
