import { useState, type MouseEvent } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { Text } from '../../components/ui/typography';
import type { ReportPdf } from '../../content/schemas';
import classes from './impact-report.module.css';
import { REPORT_DOWNLOAD_TEXT, reportDownloadName } from './report-download-text';

// A plain link, so it works without JavaScript. The PDF is never kept offline (each visitor would pay its size).
export function ReportDownload({ pdf }: { pdf: ReportPdf | null }) {
  const [offline, setOffline] = useState(false);
  if (!pdf) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const isOffline = !navigator.onLine;
    setOffline(isOffline);
    if (isOffline) event.preventDefault();
  };
  return (
    <>
      <a href={pdf.href} download className={buttonClass({ size: 'md' })} onClick={onClick}>
        {reportDownloadName(pdf)}
      </a>
      <Text role="status" className={classes.downloadStatus}>
        {offline ? REPORT_DOWNLOAD_TEXT.offline : null}
      </Text>
    </>
  );
}
