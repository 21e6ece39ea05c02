/**
 * The password strength meter (labels weak, okay, good, strong, stronger) and
 * the hook that scores a password with zxcvbn. zxcvbn is about 400 KB gzipped, so it is
 * imported dynamically here, on the first keystroke, and never reaches the entry chunk
 * (architecture convention 8).
 */
import { useEffect, useMemo, useState } from 'react';
import { maximumPasswordLength, scoredPart } from '@/contract/password-rules';
import { strengthLabel } from '@/lib/password-verdict';
import './password-strength.css';

type Scorer = (password: string, userInputs?: string[]) => { score: number };

let scorerPromise: Promise<Scorer> | null = null;

function loadScorer(): Promise<Scorer> {
  if (scorerPromise === null) {
    const loading = import('zxcvbn').then((module) => module.default);
    // A failed load (offline before the chunk was cached) is retried on the next keystroke.
    loading.catch(() => {
      scorerPromise = null;
    });
    scorerPromise = loading;
  }
  return scorerPromise;
}

export interface PasswordScore {
  /** zxcvbn's 0-4 score, or null while the password is empty or the scorer is loading. */
  score: number | null;
  /** The scorer could not be loaded. */
  failed: boolean;
}

/**
 * Scores `password`, loading zxcvbn on first use. `userInputs` (the user's name, e-mail)
 * count as guessable words, as the server counts them.
 */
export function usePasswordScore(password: string, userInputs: readonly string[] = []): PasswordScore {
  const [scorer, setScorer] = useState<Scorer | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = password !== '' && scorer === null;
  // After a failure, each change of the password tries the load again.
  const attempt = failed ? password : '';

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadScorer().then(
      (loaded) => {
        if (!live) return;
        setScorer(() => loaded);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);

  const inputsKey = userInputs.join('\n');
  const score = useMemo(() => {
    // A password over the limit is refused for its length, and not scored (the form says so).
    if (password === '' || scorer === null || password.length > maximumPasswordLength) return null;
    return scorer(scoredPart(password), inputsKey === '' ? [] : inputsKey.split('\n')).score;
  }, [password, scorer, inputsKey]);

  return { score, failed };
}

/** Five segments and the label, e.g. "Strength: good". Renders nothing for an empty password, or one too long. */
export function PasswordStrength({ password, score, failed = false }: { password: string; score: number | null; failed?: boolean }) {
  // Over the limit its field says so, and there is no strength to show.
  if (password === '' || password.length > maximumPasswordLength) return null;
  if (score === null) {
    return <p className="lc-strength-text">{failed ? 'The strength check could not be loaded. Check the connection and type again.' : 'Checking strength…'}</p>;
  }
  const level = Math.min(Math.max(score, 0), 4);
  return (
    <div className="lc-strength" data-score={level}>
      <div className="lc-strength-meter" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <span key={index} data-filled={index <= level ? '' : undefined} />
        ))}
      </div>
      <p className="lc-strength-text">
        Strength: <strong>{strengthLabel(score)}</strong>
      </p>
    </div>
  );
}
