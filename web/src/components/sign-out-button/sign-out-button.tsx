import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut, type Role } from '../../lib/session';
import { FormAlert } from '../form-fields/form-status';

/**
 * Ends the session on the Worker, then goes to `to` (the sign-in page, told the visitor signed out).
 * If the Worker could not be reached the visitor is still signed in, and is told so. `end` and
 * `label` make it another way out (every session of the account: "Sign Out Everywhere").
 */
export function SignOutButton({
  role,
  to,
  label = 'Sign Out',
  end = () => signOut(role),
}: {
  role: Role;
  to: string;
  label?: string;
  end?: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function leave() {
    setState('busy');
    try {
      await end();
      await navigate(to, { replace: true, state: { signedOut: true } });
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void leave()} disabled={state === 'busy'}>
        {state === 'busy' ? 'Signing Out...' : label}
      </button>
      {state === 'failed' && (
        <FormAlert>
          <p>We could not sign you out. Please try again.</p>
        </FormAlert>
      )}
    </>
  );
}
