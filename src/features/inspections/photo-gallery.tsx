/**
 * The vehicle's photos in a row that scrolls sideways (the rule: "the gallery scrolls with a
 * 600 ms animation"): Previous and Next move it by about a screen, eased over 600 ms; a finger
 * swipes it as usual. Each photo opens full size in a new tab.
 */
import { useRef } from 'react';
import { apiUrl } from '@/api/http';
import type { VehicleImage } from '@/contract/vehicles';
import { IconButton } from '@/components/ui/button';

export const galleryScrollMs = 600;

/** Scrolls `element` to `left` over `ms`, eased in and out; a reduced-motion preference jumps. */
function scrollSmoothly(element: HTMLElement, left: number, ms: number): void {
  const start = element.scrollLeft;
  const distance = left - start;
  if (distance === 0) return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    element.scrollLeft = left;
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / ms);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    element.scrollLeft = start + distance * eased;
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function PhotoGallery({ images }: { images: readonly VehicleImage[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const photos = images.filter((image) => image.vehicle_images_type_name !== 'spin');
  if (photos.length === 0) return <p className="insp-muted">No photos of this vehicle yet.</p>;
  const move = (direction: 1 | -1) => {
    const element = strip.current;
    if (element) scrollSmoothly(element, Math.max(0, element.scrollLeft + direction * element.clientWidth * 0.8), galleryScrollMs);
  };
  return (
    <div className="insp-row" data-wrap="no">
      <IconButton variant="outline" onClick={() => move(-1)} aria-label="Previous photos">
        ‹
      </IconButton>
      <ul ref={strip} className="insp-gallery-strip" aria-label="Vehicle photos">
        {photos.map((image) => (
          <li key={image.vehicle_image_id}>
            <a
              href={apiUrl(image.other_sizes.original)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Photo ${image.vehicle_image_id}${image.main_image ? ' (main)' : ''}, full size`}
            >
              <img src={apiUrl(image.other_sizes.small)} alt="" width={128} height={96} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      <IconButton variant="outline" onClick={() => move(1)} aria-label="Next photos">
        ›
      </IconButton>
    </div>
  );
}
