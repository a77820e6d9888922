import { Card } from '@/components/ui/Card';
import { MenuItems } from './MenuItems';
import { MenuEmpty, MenuGenerating, MenuIdle, MenuPanelHeader } from './MenuPanelStates';
import { useMenuPanel } from './use-menu-panel';

export interface MenuPanelProps {
  restaurantId: string;
  /** The address shown under the title; the server's own location wins once a menu is loaded. */
  location?: string;
  /** From the navigation state: start generating as soon as the panel shows (product-rules §8.1). */
  shouldScrape?: boolean;
  /** The navigation state's `generatedMenu` as received; checked here, ignored unless it is this restaurant's. */
  generatedMenu?: unknown;
  /** The search the page was opened from: the menu checks its lists, else the profile's (product-rules §10.1). */
  searchId?: string;
}

/**
 * The detail page's AI menu (product-rules §8.1, menu generation): idle (Generate Menu), generating (a
 * spinner), then the items, or the empty state with Try Again; Regenerate once items exist. The
 * menu is labelled an AI estimate (an offline one when the embedded knowledge base made it) and
 * links to the /scrape-menu analysis.
 */
export function MenuPanel(props: MenuPanelProps) {
  // A new restaurant starts a new panel: no menu, generation state or auto-start carries over.
  return <MenuPanelFor key={props.restaurantId} {...props} />;
}

function MenuPanelFor({ restaurantId, location, shouldScrape, generatedMenu, searchId }: MenuPanelProps) {
  const { menu, view, generate } = useMenuPanel({ restaurantId, shouldScrape, generatedMenu, searchId });
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" data-testid="menu-panel" data-state={view}>
      <MenuPanelHeader menu={menu} showItems={view === 'items'} onRegenerate={() => generate(true)} />
      {view === 'idle' && <MenuIdle onGenerate={() => generate(false)} />}
      {view === 'generating' && <MenuGenerating />}
      {view === 'empty' && <MenuEmpty onTryAgain={() => generate(false)} />}
      {view === 'items' && menu && <MenuItems menu={menu} location={location} />}
    </Card>
  );
}
