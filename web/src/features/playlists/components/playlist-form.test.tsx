import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import { PlaylistForm } from './playlist-form';

describe('PlaylistForm', () => {
  it('asks for an icon before saving, then sends the chosen one', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { data: {}, message: MSG.PLAYLIST_ADDED } }));
    const onDone = vi.fn();
    renderWithApp(<PlaylistForm playlist={null} onDone={onDone} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Playlist Name' }), { target: { value: 'Induction' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Playlist' }));
    expect(await screen.findByText(MSG.PLAYLIST_ICON_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search icons' }), { target: { value: 'first aid' } });
    expect(screen.queryByRole('radio', { name: 'Rocket' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'First aid kit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Playlist' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/v1/channels');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      name: 'Induction',
      description: null,
      thumbnailOption: 'icon',
      icon: 'first-aid-kit',
    });
  });

  it('an image playlist needs an upload before it can be created', async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithApp(<PlaylistForm playlist={null} onDone={vi.fn()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Playlist Name' }), { target: { value: 'Pictured' } });
    fireEvent.click(screen.getByText('Upload an image'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Playlist' }));
    expect(await screen.findByText(MSG.PLAYLIST_IMAGE_REQUIRED)).toBeTruthy();
  });
});
