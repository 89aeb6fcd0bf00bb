//! Opening the tables a folder holds, and what building the rest would take.

use super::{Open, TableTarget, Tables};
use crate::games::fox_geese::{FoxGeese, GEESE_COUNTS};
use crate::solver::exact::WinTable;
use crate::solver::fox_geese::probe::Layers;
use crate::solver::fox_geese::remote_build;
use crate::solver::fox_geese::remote_table::{self, Rules};
use crate::solver::fox_geese::table::{self, Estimate, TableError};
use std::path::Path;
use std::sync::Arc;

impl Tables {
    /// Opens the finished layers on disk (unless the table is known to be damaged), and
    /// works out what building the rest takes.
    pub(super) fn reopen(&mut self) {
        let Some(folder) = self.folder.clone() else {
            return;
        };
        if self.damaged.is_none() {
            self.open_built(&folder);
        }
        self.estimates = estimates(&folder, self.threads);
    }

    /// Opens the W/L table and the two remoteness tables in `folder`; when one of them is
    /// damaged, none is kept open and the damage is noted.
    fn open_built(&mut self, folder: &Path) {
        self.open = None;
        self.remote = None;
        self.sideways = None;
        // The W/L table: a damaged one is only reported while it is the one served.
        let wins = table::open_built(folder).map(|probe| {
            let top = probe.layers().top();
            let probe: Arc<dyn WinTable<FoxGeese>> = Arc::new(probe);
            Open { probe, top }
        });
        for rules in [Rules::NoSideways, Rules::Sideways] {
            let remote = remote_table::open_built_with(folder, rules).map(|t| {
                let top = t.top();
                let probe: Arc<dyn WinTable<FoxGeese>> = Arc::new(t);
                Open { probe, top }
            });
            let slot = match rules {
                Rules::NoSideways => &mut self.remote,
                Rules::Sideways => &mut self.sideways,
            };
            match remote {
                Ok(open) => *slot = Some(open),
                Err(TableError::Missing { .. }) => {}
                Err(e @ TableError::Damaged { .. }) => self.damaged = Some(e.what()),
                Err(e @ TableError::Convert { .. }) => {
                    self.old_layout = true;
                    self.damaged = Some(e.to_string());
                }
                Err(e) => self.damaged = Some(e.to_string()),
            }
        }
        match wins {
            Ok(open) => self.open = Some(open),
            Err(TableError::Missing { .. }) => {}
            Err(e) if self.remote.is_none() && self.damaged.is_none() => {
                self.damaged = Some(match e {
                    e @ TableError::Damaged { .. } => e.what(),
                    e => e.to_string(),
                });
            }
            Err(_) => {}
        }
        if self.damaged.is_some() {
            self.open = None;
            self.remote = None;
            self.sideways = None;
        }
    }
}

/// What building each table takes with `threads` threads: (from what is built in `folder`,
/// from scratch).
fn estimates(folder: &Path, threads: usize) -> Vec<(TableTarget, Estimate, Estimate)> {
    GEESE_COUNTS
        .iter()
        .flat_map(|&g| {
            [Rules::NoSideways, Rules::Sideways].map(|rules| TableTarget {
                geese: usize::from(g),
                rules,
            })
        })
        .map(|t| {
            (
                t,
                remote_build::estimate_with(t.geese, t.rules, threads, Some(folder)),
                remote_build::estimate_with(t.geese, t.rules, threads, None),
            )
        })
        .collect()
}
