import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_auction/dealers/')({
  staticData: { title: 'Dealers' },
  component: () => <ScreenNotBuilt title="Dealers" />,
});
