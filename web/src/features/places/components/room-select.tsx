import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AsyncOptionSelect } from '../../../components/async-select';
import type { AsyncOptionSelectProps, SelectOption } from '../../../components/async-select';
import { roomOptionsQueryOptions } from '../api/get-room-options';
import type { RoomOption } from '../api/get-room-options';
import { roomOptionLabel } from '../places-text';

export const toRoomSelectOption = (room: RoomOption): SelectOption => ({
  value: room.id,
  label: roomOptionLabel(room),
});

/** A room, shown as 'Room {number} — {property address}', searched on the server as the user types. */
export function RoomSelect(props: Omit<AsyncOptionSelectProps, 'loadOptions'>) {
  const queryClient = useQueryClient();
  const loadOptions = useCallback(
    async (search: string) =>
      (await queryClient.fetchQuery(roomOptionsQueryOptions(search))).map(toRoomSelectOption),
    [queryClient],
  );
  return <AsyncOptionSelect placeholder="Select a room..." {...props} loadOptions={loadOptions} />;
}
