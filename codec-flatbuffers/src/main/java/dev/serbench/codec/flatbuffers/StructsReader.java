package dev.serbench.codec.flatbuffers;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import dev.serbench.schemas.fbs.BigFb;
import dev.serbench.schemas.fbs.BigListFb;
import dev.serbench.schemas.fbs.MediumFb;
import dev.serbench.schemas.fbs.MediumListFb;
import dev.serbench.schemas.fbs.SmallFb;
import dev.serbench.schemas.fbs.SmallListFb;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads every field of structs.fbs's tables into the canonical records.
 *
 * <p>The accessor objects are reused (the generated {@code xxx(obj)} forms), one per nesting level:
 * they hold only a position, and each is done with before the next value of its level is read.
 */
final class StructsReader {

  private final SmallFb small = new SmallFb();
  private final MediumFb medium = new MediumFb();
  private final BigFb big = new BigFb();
  private final Timestamp timestamp = new Timestamp();
  private final SmallListFb smallList = new SmallListFb();
  private final MediumListFb mediumList = new MediumListFb();
  private final BigListFb bigList = new BigListFb();
  private final SmallFb.Vector smalls = new SmallFb.Vector();
  private final MediumFb.Vector mediums = new MediumFb.Vector();
  private final BigFb.Vector bigs = new BigFb.Vector();

  Small small(ByteBuffer buffer) {
    return read(SmallFb.getRootAsSmallFb(buffer, small));
  }

  Medium medium(ByteBuffer buffer) {
    return read(MediumFb.getRootAsMediumFb(buffer, medium));
  }

  Big big(ByteBuffer buffer) {
    return read(BigFb.getRootAsBigFb(buffer, big));
  }

  SmallList smallList(ByteBuffer buffer) {
    SmallFb.Vector vector = SmallListFb.getRootAsSmallListFb(buffer, smallList).itemsVector(smalls);
    int length = AbsentFields.lengthOf(vector);
    List<Small> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(small, i)));
    }
    return new SmallList(items);
  }

  MediumList mediumList(ByteBuffer buffer) {
    MediumFb.Vector vector = MediumListFb.getRootAsMediumListFb(buffer, mediumList).itemsVector(mediums);
    int length = AbsentFields.lengthOf(vector);
    List<Medium> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(medium, i)));
    }
    return new MediumList(items);
  }

  BigList bigList(ByteBuffer buffer) {
    BigFb.Vector vector = BigListFb.getRootAsBigListFb(buffer, bigList).itemsVector(bigs);
    int length = AbsentFields.lengthOf(vector);
    List<Big> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(big, i)));
    }
    return new BigList(items);
  }

  private static Small read(SmallFb s) {
    return s == null ? null : new Small(s.id(), s.name());
  }

  private Medium read(MediumFb m) {
    if (m == null) {
      return null;
    }
    return new Medium(m.id(), m.name(), Timestamps.read(m.createdAt(timestamp)),
        Timestamps.read(m.updatedAt(timestamp)), m.field1(), m.field2(), m.field3(), m.field4(),
        read(m.small(small)));
  }

  // The three Mediums are read one after the other, so they share the one MediumFb accessor.
  private Big read(BigFb b) {
    return new Big(b.id(), b.name(), Timestamps.read(b.createdAt(timestamp)),
        Timestamps.read(b.updatedAt(timestamp)), b.field1(), b.field2(), b.field3(), b.field4(),
        read(b.medium1(medium)), read(b.medium2(medium)), read(b.medium3(medium)));
  }
}
