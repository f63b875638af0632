// zxcvbn's password score (0 weakest … 4), loaded as a chunk of its own the first time a form
// needs it (a password field typed in), then kept: the strength meter and the minimum-strength
// rule read the same scorer the server uses (apps/server modules/forms/password-score.ts).
export type PasswordScorer = (password: string) => number;

let scorer: PasswordScorer | null = null;
let loading: Promise<PasswordScorer> | null = null;

export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= import('@zxcvbn-ts/core').then(({ ZxcvbnFactory }) => {
    const zxcvbn = new ZxcvbnFactory();
    scorer = (password) => zxcvbn.check(password).score;
    return scorer;
  });
  return loading;
}

/** The scorer once loaded, else null. */
export function loadedPasswordScorer(): PasswordScorer | null {
  return scorer;
}
