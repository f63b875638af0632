// A gamified popup's game, the chunk only such popups load (game-request.ts). Before the form is
// sent it shows the game waiting (the wheel, the wrapped box, the covered card) above the body;
// once the conversion answers with the prize the server drew (spec §4), the play screen plays it
// (the wheel lands on that prize's slice, the box opens, the card is scratched), then the winning
// or losing screen says it, with the prize's code to copy, unless `disable_post_play_screen` keeps
// the result on the game itself. Then the prize's redirect or close follows (game-timing.ts).
import {
  gameKindOf,
  gameText,
  isOn,
  type CloseTrigger,
  type GamePrizeResult,
  type Language,
} from '@pinwheel/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CouponCode } from '../blocks/coupon-code.tsx';
import { nameDialog } from '../frame-focus.ts';
import type { GameRequest } from '../game-request.ts';
import { redirectAddress, redirectOnce } from '../lead-form/after-conversion.ts';
import { prefersReducedMotion } from '../popup-effects.ts';
import { afterPlay, type AfterPlay } from './game-timing.ts';
import { gameStyles } from './game-styles.ts';
import { GiftBox } from './gift-box.tsx';
import { ScratchCard } from './scratch-card.tsx';
import { SpinWheel } from './spin-wheel.tsx';

export interface GameStageProps {
  game: GameRequest;
  /** The prize the conversion drew. */
  prize: GamePrizeResult;
  lang: Language;
  popupId: string;
  /** Seconds the popup's thank-you screen would stay: the result stays as long. */
  stayFor: number;
  requestClose(trigger: CloseTrigger): void;
  /** On the owner's editor page: the result stays, without its redirect or close. */
  staged?: boolean;
}

/**
 * The game before the form is sent, above the popup's body (heading, text, form), which the frame
 * draws beside it, never inside: a body drawn again would lose what the visitor typed.
 */
export function GameWaiting({ game, lang }: { game: GameRequest; lang: Language }) {
  const kind = gameKindOf(game.format);
  const name = gameText(lang, kind);
  const idle = () => {};
  return (
    <div className={`game-visual waiting ${kind}-game`}>
      <style>{gameStyles}</style>
      {kind === 'wheel' ? (
        <SpinWheel prizes={game.prizes} landOn={null} still label={name} onStopped={idle} />
      ) : kind === 'gift' ? (
        <GiftBox prize={null} still label={name} onOpened={idle} />
      ) : (
        <ScratchCard
          prize={null}
          label={name}
          coverText={gameText(lang, 'scratchHere')}
          revealText={gameText(lang, 'reveal')}
          hint={gameText(lang, 'scratchHint')}
          onRevealed={idle}
        />
      )}
    </div>
  );
}

/** The game played on the drawn prize, then its result, in place of the popup's body. */
export function GameStage(props: GameStageProps) {
  const { game, prize, lang } = props;
  const kind = gameKindOf(game.format);
  const [still] = useState(() => prefersReducedMotion(window));
  const index = game.prizes.findIndex((one) => one.prize_id === prize.prize_id);
  // A prize the served content does not know (edited meanwhile) has no slice to land on.
  // Staged in the owner's editor: the result at once, the screen being looked at.
  const [played, setPlayed] = useState(Boolean(props.staged));
  const done = played || index < 0;
  const showsCode =
    Boolean(prize.code) && (game.wheelHasCoupon === undefined || isOn(game.wheelHasCoupon));
  const plan = afterPlay(game.prizes[index], showsCode, props.stayFor);
  const left = useAfterPlay(done && !props.staged, plan, props.popupId, props.requestClose);
  const postPlay = !isOn(game.disablePostPlay);
  const screenRef = useRef<HTMLDivElement>(null);
  // The form the visitor pressed is gone: the dialog takes the new screen's heading for its name,
  // and focus follows to what replaced the form.
  useLayoutEffect(() => {
    nameDialog(screenRef.current?.closest('[role="dialog"]'));
    if (!props.staged) screenRef.current?.focus({ preventScroll: true });
  }, [prize, done, props.staged]);

  const name = gameText(lang, kind);
  const shown = prize.label;
  const visual =
    kind === 'wheel' ? (
      <SpinWheel
        prizes={game.prizes}
        landOn={index >= 0 ? index : null}
        still={still}
        label={name}
        onStopped={() => setPlayed(true)}
      />
    ) : kind === 'gift' ? (
      <GiftBox prize={shown} still={still} label={name} onOpened={() => setPlayed(true)} />
    ) : (
      <ScratchCard
        prize={shown}
        label={name}
        coverText={gameText(lang, 'scratchHere')}
        revealText={gameText(lang, 'reveal')}
        hint={gameText(lang, 'scratchHint')}
        onRevealed={() => setPlayed(true)}
      />
    );
  const style = <style>{gameStyles}</style>;
  const result = (
    <GameResult
      prize={prize}
      lang={lang}
      losingWords={game.prizes[index]?.loosing_option}
      code={showsCode ? prize.code : undefined}
      plan={plan}
      left={left}
      explicitPlan={
        isOn(game.prizes[index]?.redirect_to) ||
        isOn(game.prizes[index]?.redirect_to_options?.redirect_close)
      }
    />
  );
  if (done && postPlay) {
    return (
      <div
        ref={screenRef}
        tabIndex={-1}
        className={`body design align-center thanks game-result ${prize.is_winner ? 'won' : 'lost'}`}
        role="status"
      >
        {style}
        {result}
      </div>
    );
  }
  return (
    <div
      ref={screenRef}
      tabIndex={-1}
      className={`body design align-center game-play ${kind}-game`}
    >
      {style}
      <h2 className="visually-hidden">{name}</h2>
      <p className="text game-status" role="status">
        {done
          ? `${gameText(lang, 'yourPrize')} ${prize.label}`
          : kind === 'wheel'
            ? gameText(lang, 'spinning')
            : kind === 'gift'
              ? gameText(lang, 'opening')
              : ''}
      </p>
      <div className="game-visual">{visual}</div>
      {done && result}
    </div>
  );
}

interface GameResultProps {
  prize: GamePrizeResult;
  lang: Language;
  losingWords: string | undefined;
  code: string | undefined;
  plan: AfterPlay;
  /** Seconds before the redirect or close, once the game is over. */
  left: number;
  /** The prize itself asks for the redirect or close (else the popup's stay, not counted aloud). */
  explicitPlan: boolean;
}

/** The winning or losing screen's words (spec §2): the prize, its code, and what comes next. */
function GameResult({ prize, lang, losingWords, code, plan, left, explicitPlan }: GameResultProps) {
  const next =
    plan.kind === 'redirect' ? (
      <p className="text game-next">
        {`${gameText(lang, 'redirectIn')} ${left} `}
        <a className="game-go" href={redirectAddress(window, plan.url, null)}>
          {gameText(lang, 'go')}
        </a>
      </p>
    ) : (
      explicitPlan && <p className="text game-next">{`${gameText(lang, 'closesIn')} ${left}`}</p>
    );
  if (!prize.is_winner) {
    return (
      <>
        <div className="block heading-block">
          <h2 className="heading level-1">{gameText(lang, 'lost')}</h2>
        </div>
        <div className="block text-block">
          <p className="text" dir="auto">
            {losingWords?.trim() || gameText(lang, 'lostLine')}
          </p>
        </div>
        {next}
      </>
    );
  }
  return (
    <>
      <div className="block heading-block">
        <h2 className="heading level-1">{gameText(lang, 'won')}</h2>
      </div>
      <div className="block text-block">
        <p className="text">
          {gameText(lang, 'yourPrize')}{' '}
          <strong className="game-prize" dir="auto">
            {prize.label}
          </strong>
        </p>
      </div>
      {code && (
        <div className="block coupon-block">
          <CouponCode
            block={{ type: 'coupon', code, caption: gameText(lang, 'useCode') }}
            lang={lang}
          />
        </div>
      )}
      {next}
    </>
  );
}

/**
 * Once the game is over: counts down the seconds before the prize's redirect or the popup's close,
 * then does it (a redirect once per popup and page, spec §4). One interval, not a timer per tick.
 */
function useAfterPlay(
  done: boolean,
  plan: AfterPlay,
  popupId: string,
  requestClose: (trigger: CloseTrigger) => void,
): number {
  const [left, setLeft] = useState(plan.seconds);
  const planRef = useRef(plan);
  planRef.current = plan;
  const closeRef = useRef(requestClose);
  closeRef.current = requestClose;
  useEffect(() => {
    if (!done) return;
    const { seconds } = planRef.current;
    setLeft(Math.ceil(seconds));
    const tick = setInterval(() => setLeft((now) => Math.max(0, now - 1)), 1000);
    const end = setTimeout(() => {
      clearInterval(tick);
      const current = planRef.current;
      if (current.kind === 'redirect') {
        redirectOnce(window, popupId, redirectAddress(window, current.url, null));
      } else {
        closeRef.current('submit');
      }
    }, seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [done, popupId]);
  return left;
}
