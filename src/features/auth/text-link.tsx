/**
 * A router link drawn as a Chakra text link (createLink keeps `to` and `search` type
 * checked), 44 px tall so it is an easy touch target.
 */
import { Link, type LinkProps } from '@chakra-ui/react';
import { createLink } from '@tanstack/react-router';

function StyledLink(props: LinkProps) {
  return (
    <Link colorPalette="brand" color="colorPalette.fg" minH="44px" display="inline-flex" alignItems="center" fontWeight="medium" {...props} />
  );
}

export const TextLink = createLink(StyledLink);
