/** A label and its value in a description list (a vehicle's facts); --- when there is no value. */
import { Box, Text } from '@chakra-ui/react';

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" m="0">
        {value || '---'}
      </Text>
    </Box>
  );
}
