/**
 * The shared condition report (/reports/{siteCode}/{secret}; ADR 0022): the vehicle (year make
 * model, VIN, odometer), the grade, the damages with their photos (their markup drawn over them), the vehicle's public photos
 * and the PDF to download. Plain elements and public-vehicle.css, like the other public pages:
 * a dealer opens it cold on a phone. Any failure reads the same, so a wrong, revoked or
 * unknown link cannot be told apart.
 */
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/api/http';
import type { PublicDamage, PublicReport } from '@/contract/public-vehicle';
import type { ReportLink } from './api';
import { PublicFrame, SiteLogo, PublicLoading } from './public-frame';
import { publicReportOptions } from './queries';
import { vehicleTitle } from './vehicle-title';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { ReportDiagram } from './report-diagram';
import { MarkedPhoto } from '@/components/photo-markup/markup-layer';

export const invalidReportLink = 'This report link is not valid';

export function PublicReportPage({ link }: { link: ReportLink }) {
  const report = useQuery(publicReportOptions(link));
  const title = report.data ? vehicleTitle(report.data) : undefined;
  return (
    <PublicFrame kind="Vehicle Condition Report" vehicle={title}>
      <PublicLoading read={report} what="the condition report" verb="loads" />
      {report.isError ? (
        <p className="pv-error" role="alert">
          {invalidReportLink}
        </p>
      ) : null}
      {report.data ? (
        <>
          <SiteLogo src={apiUrl(`/v3/images/site/${encodeURIComponent(link.siteCode)}/auction_logo`)} />
          <h1 className="pv-title">{title}</h1>
          <ReportFacts report={report.data} />
          <a className="pv-button" href={apiUrl(report.data.pdf)} download referrerPolicy="no-referrer">
            Download the report (PDF)
          </a>
          <Heading as="h2" size="lg" className="pv-section-title">
            Damages
          </Heading>
          {report.data.damages.length > 0 ? <ReportDiagram damages={report.data.damages} /> : null}
          {report.data.damages.length > 0 ? (
            <ul className="pv-damages">
              {report.data.damages.map((damage, index) => (
                <DamageEntry key={index} damage={damage} number={index + 1} />
              ))}
            </ul>
          ) : (
            <p className="pv-text pv-muted">No damages were recorded.</p>
          )}
          {report.data.vehicle_photos.length > 0 ? (
            <>
              <Heading as="h2" size="lg" className="pv-section-title">
                Photos
              </Heading>
              <ul className="pv-photo-grid" aria-label="Vehicle photos">
                {report.data.vehicle_photos.map((photo, index) => (
                  <li key={photo.thumb}>
                    <a className="pv-photo-link" href={apiUrl(photo.original)} target="_blank" rel="noopener noreferrer">
                      <img
                        className="pv-photo"
                        src={apiUrl(photo.thumb)}
                        alt={`Vehicle photo ${index + 1} of ${report.data.vehicle_photos.length}, opens the original in a new tab`}
                        loading="lazy"
                        decoding="async"
                        referrerPolicy="no-referrer"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </PublicFrame>
  );
}

function ReportFacts({ report }: { report: PublicReport }) {
  const grade = report.grade_text === null ? 'Not graded' : `${report.grade_text}${report.grade_description ? ` (${report.grade_description})` : ''}`;
  const odometer = report.odometer === null ? 'Not recorded' : `${report.odometer.toLocaleString('en-US')} ${report.odometer_uom}`;
  return (
    <dl className="pv-facts">
      <div>
        <dt>VIN</dt>
        <dd>{report.vin}</dd>
      </div>
      <div>
        <dt>Odometer</dt>
        <dd>{odometer}</dd>
      </div>
      <div>
        <dt>Grade</dt>
        <dd>{grade}</dd>
      </div>
      {report.written_date ? (
        <div>
          <dt>Inspected</dt>
          <dd>{new Date(report.written_date).toLocaleDateString('en-US', { dateStyle: 'medium' })}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function DamageEntry({ damage, number }: { damage: PublicDamage; number: number }) {
  const name = [damage.item, damage.damage].filter(Boolean).join(': ') || `Damage ${number}`;
  const details = [damage.severity, damage.action].filter(Boolean).join(' · ');
  return (
    <Card.Root as="li" size="sm">
      <Card.Body className="pv-damage">
        {damage.photo ? (
          <a className="pv-photo-link" href={apiUrl(damage.photo.original)} target="_blank" rel="noopener noreferrer">
            <MarkedPhoto
              className="pv-damage-photo"
              src={apiUrl(damage.photo.thumb)}
              alt={`Photo of ${name}, opens it in a new tab`}
              loading="lazy"
              referrerPolicy="no-referrer"
              markup={damage.photo_markup}
              fit="contain"
            />
          </a>
        ) : null}
        <div>
          <Heading as="h3" size="md">
            <span className="pv-damage-number">{number}.</span> {name}
          </Heading>
          {details ? <p className="pv-text">{details}</p> : null}
          {damage.description ? <p className="pv-text pv-muted">{damage.description}</p> : null}
        </div>
      </Card.Body>
    </Card.Root>
  );
}
