//! The static context model of a rows file and the rANS coder of its blocks.
//!
//! Every byte is coded with the probability of its value given two others: the byte before
//! it in its block and the byte a row above it (one row length back) in its block; either is
//! "none" at the start of a block or in its first row. The model is measured on the whole
//! file before it is written (the counts of every value in every context), each context's
//! counts scaled to frequencies summing to [`TOTAL`], and stored with the file. The coder
//! is byte-wise rANS (as in Fabian Giesen's `ryg_rans`, its state kept below 2^23): a block
//! is the coder's final state, 3 bytes, then the bytes it shifted out, in the order the decoder
//! reads them; decoding ends in the coder's first state, which checks the whole block.

/// The frequencies of a context sum to `2^SCALE_BITS`.
const SCALE_BITS: u32 = 12;
/// What the frequencies of a context sum to.
pub(super) const TOTAL: u32 = 1 << SCALE_BITS;
/// The lowest state of the coder, between symbols.
const LOW: u32 = 1 << 15;
/// The bytes of the coder's state written at the start of a block: its states lie in
/// `LOW..LOW << 8`.
const STATE_BYTES: usize = 3;

/// The context of byte `i` of a block of compact symbols (`none` = the alphabet's size):
/// the byte before it and the byte a row above it.
#[inline]
fn context(block: &[u8], i: usize, width: usize, none: usize) -> usize {
    let prev = if i == 0 {
        none
    } else {
        usize::from(block[i - 1])
    };
    let above = if i < width {
        none
    } else {
        usize::from(block[i - width])
    };
    prev * (none + 1) + above
}

/// How often each value comes in each context, over blocks of compact symbols.
#[derive(Clone, Debug)]
pub(super) struct Counts {
    symbols: usize,
    counts: Vec<u64>,
}

impl Counts {
    /// No counts for an alphabet of `symbols` values.
    pub(super) fn new(symbols: usize) -> Counts {
        Counts {
            symbols,
            counts: vec![0; (symbols + 1) * (symbols + 1) * symbols],
        }
    }

    /// Counts the bytes of `block` (compact symbols), rows of `width`.
    pub(super) fn add(&mut self, block: &[u8], width: usize) {
        for (i, &s) in block.iter().enumerate() {
            let ctx = context(block, i, width, self.symbols);
            self.counts[ctx * self.symbols + usize::from(s)] += 1;
        }
    }

    /// Adds `other`'s counts to these.
    pub(super) fn merge(&mut self, other: &Counts) {
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
    }
}

/// Slots a context's jump table covers with one entry: `TOTAL / JUMPS` of them.
const JUMPS: usize = 64;
/// `slot >> JUMP_SHIFT` is the jump-table entry of a slot.
const JUMP_SHIFT: u32 = SCALE_BITS - JUMPS.trailing_zeros();

/// The jump-table entry of a context the model never saw.
const UNSEEN: u64 = u64::MAX;

/// One value of a context as the decoder sees it, in a u32: where its slots start (12 bits),
/// how many it has less one (12 bits) and its symbol (8 bits).
fn pack(cum: u32, freq: u32, symbol: u8) -> u32 {
    cum | ((freq - 1) << SCALE_BITS) | (u32::from(symbol) << (2 * SCALE_BITS))
}

/// A context model: each context's frequencies, and each context's values as the decoder
/// reads them (in the order of their slots, the most frequent first), with a jump table
/// from a slot to the first of them that can hold it.
#[derive(Debug)]
pub(super) struct Model {
    symbols: usize,
    /// Frequencies by context and symbol (zero: never seen there).
    freqs: Vec<u16>,
    /// Where each symbol's slots start in its context, by context and symbol.
    cums: Vec<u16>,
    /// Every context's values, [`pack`]ed.
    entries: Vec<u32>,
    /// By context, for each [`JUMPS`]th of its slots: the value that holds that slot, its
    /// [`pack`]ed entry (low 32 bits) and its place in `entries` (high 32 bits); [`UNSEEN`]
    /// for a context the model never saw.
    jumps: Vec<u64>,
}

/// `counts` (a context's, not all zero) scaled to frequencies summing to [`TOTAL`], every
/// value seen at least one.
fn scale(counts: &[u64]) -> Vec<u32> {
    let total: u64 = counts.iter().sum();
    let mut freqs: Vec<u32> = counts
        .iter()
        .map(|&c| match c {
            0 => 0,
            _ => ((c as u128 * u128::from(TOTAL) + u128::from(total) / 2) / u128::from(total))
                .max(1) as u32,
        })
        .collect();
    // Rounding leaves the sum a little off: the largest frequencies take the difference.
    loop {
        let sum: u32 = freqs.iter().sum();
        if sum == TOTAL {
            return freqs;
        }
        let largest = (0..freqs.len())
            .max_by_key(|&s| freqs[s])
            .expect("a context with a value");
        if sum < TOTAL {
            freqs[largest] += TOTAL - sum;
        } else {
            let spare = freqs[largest] - 1;
            freqs[largest] -= spare.min(sum - TOTAL);
        }
    }
}

impl Model {
    /// The model of `counts`.
    pub(super) fn from_counts(counts: &Counts) -> Model {
        let n = counts.symbols;
        let mut freqs = vec![0u16; counts.counts.len()];
        for (ctx, row) in counts.counts.chunks(n.max(1)).enumerate() {
            if row.iter().any(|&c| c > 0) {
                for (s, f) in scale(row).into_iter().enumerate() {
                    freqs[ctx * n + s] = f as u16;
                }
            }
        }
        Model::from_freqs(n, freqs).expect("scaled frequencies are a model")
    }

    /// The model of `freqs` (by context and symbol), or why they are not one: each
    /// context's frequencies sum to [`TOTAL`] or are all zero.
    fn from_freqs(symbols: usize, freqs: Vec<u16>) -> Result<Model, String> {
        let contexts = (symbols + 1) * (symbols + 1);
        if freqs.len() != contexts * symbols {
            return Err(format!(
                "its model holds {} frequencies, not {}",
                freqs.len(),
                contexts * symbols
            ));
        }
        let mut cums = vec![0u16; freqs.len()];
        let mut entries = Vec::new();
        let mut jumps = vec![UNSEEN; contexts * JUMPS];
        for ctx in 0..contexts {
            let row = &freqs[ctx * symbols..(ctx + 1) * symbols];
            let sum: u32 = row.iter().map(|&f| u32::from(f)).sum();
            if sum == 0 {
                continue;
            }
            if sum != TOTAL {
                return Err(format!(
                    "its model's context {ctx} sums to {sum}, not {TOTAL}"
                ));
            }
            let mut order: Vec<usize> = (0..symbols).filter(|&s| row[s] > 0).collect();
            order.sort_by_key(|&s| (std::cmp::Reverse(row[s]), s));
            let mut cum = 0u32;
            for s in order {
                let freq = u32::from(row[s]);
                cums[ctx * symbols + s] = cum as u16;
                let packed = pack(cum, freq, s as u8);
                let jump = (entries.len() as u64) << 32 | u64::from(packed);
                entries.push(packed);
                // The jump entries whose first slot falls in this value's slots.
                let first = (cum as usize).div_ceil(TOTAL as usize / JUMPS);
                let last = (cum + freq - 1) as usize >> JUMP_SHIFT;
                for j in first..=last.min(JUMPS - 1) {
                    jumps[ctx * JUMPS + j] = jump;
                }
                cum += freq;
            }
        }
        Ok(Model {
            symbols,
            freqs,
            cums,
            entries,
            jumps,
        })
    }

    /// The model without what only coding needs.
    pub(super) fn for_decoding(self) -> Model {
        Model {
            freqs: Vec::new(),
            cums: Vec::new(),
            ..self
        }
    }

    /// The model as bytes: every frequency, u16 little-endian.
    pub(super) fn to_bytes(&self) -> Vec<u8> {
        self.freqs.iter().flat_map(|f| f.to_le_bytes()).collect()
    }

    /// The model of `symbols` values read from [`Model::to_bytes`], or why it is not one.
    pub(super) fn from_bytes(symbols: usize, bytes: &[u8]) -> Result<Model, String> {
        if !bytes.len().is_multiple_of(2) {
            return Err("its model has an odd length".into());
        }
        let freqs = bytes
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect();
        Model::from_freqs(symbols, freqs)
    }

    /// Codes `block` (compact symbols, rows of `width`), appending it to `out`.
    pub(super) fn encode(&self, block: &[u8], width: usize, out: &mut Vec<u8>) {
        let mut x = LOW;
        let mut shifted = Vec::with_capacity(block.len() / 2 + 8);
        for i in (0..block.len()).rev() {
            let at = context(block, i, width, self.symbols) * self.symbols + usize::from(block[i]);
            let freq = u32::from(self.freqs[at]);
            assert!(freq > 0, "the model was measured on the data it codes");
            let max = ((LOW >> SCALE_BITS) << 8) * freq;
            while x >= max {
                shifted.push(x as u8);
                x >>= 8;
            }
            x = ((x / freq) << SCALE_BITS) + (x % freq) + u32::from(self.cums[at]);
        }
        out.extend_from_slice(&x.to_le_bytes()[..STATE_BYTES]);
        out.extend(shifted.iter().rev());
    }

    /// Decodes `len` compact symbols, rows of `width`, from `coded` into `out` (cleared
    /// first), or says why it cannot: the block must end in the coder's first state with
    /// every byte read.
    pub(super) fn decode(
        &self,
        coded: &[u8],
        len: usize,
        width: usize,
        out: &mut Vec<u8>,
    ) -> Result<(), &'static str> {
        out.clear();
        let mut cursor = Cursor::start(coded)?;
        self.decode_to(coded, len, width, out, &mut cursor, len)
    }

    /// One value in context `ctx`: the slot of state `x` picks it, the state moves on and
    /// takes in the bytes it needs from `coded` at `at`.
    #[inline(always)]
    fn step(
        &self,
        ctx: usize,
        x: &mut u32,
        at: &mut usize,
        coded: &[u8],
    ) -> Result<u8, &'static str> {
        let mask = TOTAL - 1;
        let slot = *x & mask;
        let jump = self.jumps[ctx * JUMPS + (slot >> JUMP_SHIFT) as usize];
        if jump == UNSEEN {
            return Err("reaches a context its model never saw");
        }
        // The value's last slot is its first plus its stored frequency (one less); the
        // context's last value ends at TOTAL, so the search stops inside the context.
        let last = |entry: u32| (entry & mask) + ((entry >> SCALE_BITS) & mask);
        let mut entry = jump as u32;
        if slot > last(entry) {
            let mut e = (jump >> 32) as usize + 1;
            entry = self.entries[e];
            while slot > last(entry) {
                e += 1;
                entry = self.entries[e];
            }
        }
        let cum = entry & mask;
        let freq = ((entry >> SCALE_BITS) & mask) + 1;
        *x = freq * (*x >> SCALE_BITS) + slot - cum;
        // At most two bytes bring the state back up (a frequency of one leaves it at
        // LOW >> SCALE_BITS or more), taken without a branch; a read past the end takes a zero, and the
        // end of the block sees that it went too far.
        for _ in 0..2 {
            let more = u32::from(*x < LOW);
            let byte = u32::from(coded.get(*at).copied().unwrap_or(0));
            *x = (*x << (8 * more)) | (byte & more.wrapping_neg());
            *at += more as usize;
        }
        Ok((entry >> (2 * SCALE_BITS)) as u8)
    }

    /// Decodes on from the `out.len()` symbols already in `out` (of a block of `len`
    /// compact symbols, rows of `width`, coded in `coded`, with `cursor` where their
    /// decoding stopped) up to `upto` of them, or says why it cannot. Once the whole block
    /// is decoded, it must end in the coder's first state with every byte read.
    pub(super) fn decode_to(
        &self,
        coded: &[u8],
        len: usize,
        width: usize,
        out: &mut Vec<u8>,
        cursor: &mut Cursor,
        upto: usize,
    ) -> Result<(), &'static str> {
        let from = out.len();
        let upto = upto.min(len);
        if from >= upto {
            return Ok(());
        }
        out.resize(upto, 0);
        let Cursor { mut x, mut at } = *cursor;
        let none = self.symbols;
        let stride = none + 1;
        let first_row = width.min(upto);
        for i in from..first_row {
            let prev = if i == 0 {
                none
            } else {
                usize::from(out[i - 1])
            };
            out[i] = self.step(prev * stride + none, &mut x, &mut at, coded)?;
        }
        for i in from.max(first_row)..upto {
            let ctx = usize::from(out[i - 1]) * stride + usize::from(out[i - width]);
            out[i] = self.step(ctx, &mut x, &mut at, coded)?;
        }
        *cursor = Cursor { x, at };
        if at > coded.len() {
            return Err("ends before its last value");
        }
        if upto == len && (x != LOW || at != coded.len()) {
            return Err("does not decode to its length");
        }
        Ok(())
    }
}

/// Where the decoding of a block stands: the coder's state and the next coded byte.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Cursor {
    x: u32,
    at: usize,
}

impl Cursor {
    /// The start of the decoding of `coded`, or why it cannot start.
    pub(super) fn start(coded: &[u8]) -> Result<Cursor, &'static str> {
        let Some(head) = coded.get(..STATE_BYTES) else {
            return Err("is shorter than its coder's state");
        };
        let x = u32::from_le_bytes([head[0], head[1], head[2], 0]);
        if !(LOW..LOW << 8).contains(&x) {
            return Err("starts in a state the coder never leaves");
        }
        Ok(Cursor { x, at: STATE_BYTES })
    }
}
