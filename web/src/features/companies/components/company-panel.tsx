import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import type { TCompanyAdminDetail } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';

export interface TCompanyPanelProps {
  opened: boolean;
  company: TCompanyAdminDetail;
  onClose: () => void;
}

/**
 * One of a company's actions in the console as a side panel: its form mounts only while the panel is open, so each
 * opening starts from the company as it is now.
 */
export function companyPanel(
  title: MessageDescriptor,
  Form: ComponentType<{ company: TCompanyAdminDetail; onDone: () => void }>,
): ComponentType<TCompanyPanelProps> {
  return function CompanyPanel({ opened, company, onClose }: TCompanyPanelProps) {
    const { t } = useLingui();
    return (
      <SidePanel opened={opened} onClose={onClose} title={t(title)}>
        {opened && <Form company={company} onDone={onClose} />}
      </SidePanel>
    );
  };
}
