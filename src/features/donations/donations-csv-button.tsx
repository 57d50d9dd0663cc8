import { Button } from '@mantine/core';
import { useState } from 'react';
import { readAllDonations } from './donations-api';
import { csvFileName, donationsCsv } from './donations-csv';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DonationsCsvButton() {
  const [state, setState] = useState<'idle' | 'reading' | 'failed'>('idle');
  const press = (): void => {
    setState('reading');
    readAllDonations().then(
      (records) => {
        download(donationsCsv(records), csvFileName(new Date()));
        setState('idle');
      },
      (error: unknown) => {
        console.error('Could not export the donations', error);
        setState('failed');
      },
    );
  };
  return (
    <div>
      <Button onClick={press} loading={state === 'reading'}>
        Download CSV
      </Button>
      {/* An alert is announced as it appears, so it exists only while there is something to say. */}
      {state === 'failed' && <div role="alert">The donations could not be read. Try again.</div>}
    </div>
  );
}
