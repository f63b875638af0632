// A small typed publish/subscribe hub for the public events (window.Pinwheel.on/off).

export type EventHandler<T> = (detail: T) => void;

export interface EventHub<M> {
  on<E extends keyof M>(event: E, handler: EventHandler<M[E]>): () => void;
  off<E extends keyof M>(event: E, handler: EventHandler<M[E]>): void;
  emit<E extends keyof M>(event: E, detail: M[E]): void;
}

export function createEventHub<M>(): EventHub<M> {
  const handlers = new Map<keyof M, Set<EventHandler<never>>>();

  function off<E extends keyof M>(event: E, handler: EventHandler<M[E]>): void {
    handlers.get(event)?.delete(handler);
  }

  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler);
      return () => off(event, handler);
    },
    off,
    emit(event, detail) {
      // A copy, so a handler that unsubscribes (or subscribes) while running does not skip others.
      for (const handler of [...(handlers.get(event) ?? [])] as EventHandler<M[typeof event]>[]) {
        try {
          handler(detail);
        } catch (error) {
          // A host page's faulty handler must not stop the popup or the other handlers.
          console.error(`Pinwheel: a "${String(event)}" event handler failed`, error);
        }
      }
    },
  };
}
