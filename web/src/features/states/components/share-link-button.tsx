import { toast } from '../../../components/toast/toast-store';

/** Copies the page's address, so a visitor can send a state's list to someone they are helping. */
export function ShareLinkButton({ stateName }: { stateName: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: 'Link copied to clipboard!', description: `Share it to show ${stateName}’s treatment centers.`, variant: 'success' });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: 'Copy the address from your browser’s address bar instead.',
        variant: 'error',
      });
    }
  }
  return (
    <button type="button" className="button button--secondary" onClick={() => void copy()}>
      Copy link to this page
    </button>
  );
}
