/** One launch of one item of a package: packagePlayer.open (and xapi.launch for xAPI and cmi5). */
export const packagePlayerKeys = {
  all: ['package-player'] as const,
  launch: (assetId: string, itemId: string | null) => [...packagePlayerKeys.all, 'launch', assetId, itemId] as const,
};
