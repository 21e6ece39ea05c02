import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_auction/dealers/$id')({
  staticData: { title: 'Dealer' },
  component: () => <ScreenNotBuilt title="Dealer" />,
});
