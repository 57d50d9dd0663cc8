import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportPdf } from '../../content/report-pdf';
import { ReportDownload } from './report-download';
import { REPORT_DOWNLOAD_TEXT } from './report-download-text';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pdf = { href: '/reports/annual-report-2024.pdf', bytes: 1_234_567 };

describe('the report download', () => {
  it('is a link to the PDF that states its type and size before the press', () => {
    render(<ReportDownload pdf={pdf} />);
    const link = screen.getByRole('link', { name: `${REPORT_DOWNLOAD_TEXT.label} (PDF, 1.2 MB)` });
    expect(link.getAttribute('href')).toBe(pdf.href);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('is not shown when no PDF has been uploaded', () => {
    const { container } = render(<ReportDownload pdf={null} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('offline, says the report needs a connection instead of starting a download that fails', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ReportDownload pdf={pdf} />);
    const press = fireEvent.click(screen.getByRole('link'));
    expect(press).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(REPORT_DOWNLOAD_TEXT.offline);
  });

  it('online, lets the browser download and says nothing', () => {
    render(<ReportDownload pdf={pdf} />);
    let preventedByThePage: boolean | undefined;
    // After the page's handler has had its say, stop jsdom, which cannot download, from navigating.
    const afterThePage = (event: Event) => {
      preventedByThePage = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', afterThePage);
    fireEvent.click(screen.getByRole('link'));
    window.removeEventListener('click', afterThePage);
    expect(preventedByThePage).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers the committed placeholder report, measured by the build', () => {
    render(<ReportDownload pdf={reportPdf} />);
    expect(screen.getByRole('link').textContent).toMatch(/\(PDF, \d+(\.\d)? (KB|MB)\)$/);
  });
});
