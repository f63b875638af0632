// A gamified popup's game (spec §1: spin wheel, gift box, scratch card), as the frame hands it to
// the game chunk (game/), which only gamified popups load: the renderer every popup pays for holds
// just this. The chunk's fetch starts when such a popup is asked for, beside its layout.
import type { GamifiedPrize, WireFlag } from '@pinwheel/core';
import { useEffect, useState } from 'react';
import type * as GameStageModule from './game/game-stage.tsx';

export interface GameRequest {
  /** poptin_format: format_2 is a scratch card, format_3 a gift box, the others a wheel. */
  format: string;
  /** The prizes as served: labels and redirects, no codes (the server draws and names the code). */
  prizes: GamifiedPrize[];
  wheelHasCoupon: WireFlag | undefined;
  disablePostPlay: WireFlag | undefined;
}

type GameModule = typeof GameStageModule;
let game: Promise<GameModule> | null = null;

export function loadGame(): Promise<GameModule> {
  game ??= import('./game/game-stage.tsx').catch((error: unknown) => {
    game = null;
    throw error;
  });
  return game;
}

/** The game chunk once it is in (null before, and for a popup that is no game). */
export function useGameModule(request: GameRequest | undefined): GameModule | null {
  const [module, setModule] = useState<GameModule | null>(null);
  useEffect(() => {
    if (!request) return;
    loadGame().then(setModule, (error: unknown) =>
      console.warn('Pinwheel: the game failed to load', error),
    );
  }, [request]);
  return module;
}
