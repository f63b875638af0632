// The popup games' words (spin wheel, gift box, scratch card: spec §2 play, winning and losing
// screens), apart from widget-messages.ts: only the game chunk, which gamified popups alone load,
// carries them.
import type { Language } from './translate.ts';

const en = {
  wheel: 'Prize wheel',
  gift: 'Gift box',
  scratch: 'Scratch card',
  spinning: 'Spinning…',
  opening: 'Opening your gift…',
  scratchHint: 'Scratch the card to see your prize',
  scratchHere: 'Scratch here',
  reveal: 'Reveal my prize',
  yourPrize: 'Your prize:',
  won: 'You won!',
  useCode: 'Use this code at checkout.',
  lost: 'No luck this time',
  lostLine: 'Thanks for playing.',
  redirectIn: 'Taking you there in',
  closesIn: 'This window closes in',
  go: 'Go now',
} as const;

export type GameMessageKey = keyof typeof en;

const he: Record<GameMessageKey, string> = {
  wheel: 'גלגל פרסים',
  gift: 'קופסת מתנה',
  scratch: 'כרטיס גירוד',
  spinning: 'הגלגל מסתובב…',
  opening: 'פותחים את המתנה…',
  scratchHint: 'גרדו את הכרטיס כדי לגלות את הפרס',
  scratchHere: 'גרדו כאן',
  reveal: 'לגלות את הפרס',
  yourPrize: 'הפרס שלך:',
  won: 'זכית!',
  useCode: 'אפשר להשתמש בקוד הזה בקופה.',
  lost: 'לא הפעם',
  lostLine: 'תודה על המשחק.',
  redirectIn: 'מעבירים אותך בעוד',
  closesIn: 'החלון ייסגר בעוד',
  go: 'למעבר עכשיו',
};

const gameCatalogues: Record<Language, Record<GameMessageKey, string>> = { en, he };

export function gameText(lang: Language, key: GameMessageKey): string {
  return gameCatalogues[lang][key];
}
