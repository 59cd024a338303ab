import type { TAsset } from '@skillway/shared';

/** A PDF opens in a new tab; any other document is downloaded (spec: Open for pdf, Download otherwise). */
export function isPdf(asset: TAsset): boolean {
  return asset.file?.mime_type === 'application/pdf' || /\.pdf$/i.test(asset.file?.original_name ?? '');
}

/** A slide deck shows in the slide viewer once its slide images are ready; until then it is a download. */
export function hasSlides(asset: TAsset): boolean {
  return asset.asset_type === 'powerpoint' && asset.conversion === 'ready' && asset.slider.length > 0;
}

/** Every material of the course in its sort order (the Course Content list). */
export function courseMaterials(course: {
  videos?: TAsset[];
  documents?: TAsset[];
  links?: TAsset[];
  ppts?: TAsset[];
  packages?: TAsset[];
}): TAsset[] {
  return [
    ...(course.videos ?? []),
    ...(course.documents ?? []),
    ...(course.links ?? []),
    ...(course.ppts ?? []),
    ...(course.packages ?? []),
  ].sort((a, b) => a.sort_order - b.sort_order || a.id.localeCompare(b.id));
}
