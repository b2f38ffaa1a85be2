import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../components/toast/toast-store';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Copies the page's address, so a visitor can send a state's list to someone they are helping. It
 * needs script, so it is not in the server's HTML (nor in the render that takes that over).
 */
export function ShareLinkButton({ stateName }: { stateName: string }) {
  const hydrated = useHydrated();
  const { t } = useLingui();
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: t`Link copied to clipboard!`, description: t`Share it to show ${{ place: stateName }}’s treatment centers.`, variant: 'success' });
    } catch {
      toast({
        title: t`Could not copy the link`,
        description: t`Copy the address from your browser’s address bar instead.`,
        variant: 'error',
      });
    }
  }
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--secondary" onClick={() => void copy()}>
      {t`Copy link to this page`}
    </button>
  );
}
