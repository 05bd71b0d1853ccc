package dev.serbench.codec.flatbuffers;

import dev.serbench.schemas.fbs.Big;
import dev.serbench.schemas.fbs.BigList;
import dev.serbench.schemas.fbs.Medium;
import dev.serbench.schemas.fbs.MediumList;
import dev.serbench.schemas.fbs.Small;
import dev.serbench.schemas.fbs.SmallList;
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

  private final Small small = new Small();
  private final Medium medium = new Medium();
  private final Big big = new Big();
  private final Timestamp timestamp = new Timestamp();
  private final SmallList smallList = new SmallList();
  private final MediumList mediumList = new MediumList();
  private final BigList bigList = new BigList();
  private final Small.Vector smalls = new Small.Vector();
  private final Medium.Vector mediums = new Medium.Vector();
  private final Big.Vector bigs = new Big.Vector();

  dev.serbench.model.Small small(ByteBuffer buffer) {
    return read(Small.getRootAsSmall(buffer, small));
  }

  dev.serbench.model.Medium medium(ByteBuffer buffer) {
    return read(Medium.getRootAsMedium(buffer, medium));
  }

  dev.serbench.model.Big big(ByteBuffer buffer) {
    return read(Big.getRootAsBig(buffer, big));
  }

  dev.serbench.model.SmallList smallList(ByteBuffer buffer) {
    Small.Vector vector = SmallList.getRootAsSmallList(buffer, smallList).itemsVector(smalls);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.Small> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(small, i)));
    }
    return new dev.serbench.model.SmallList(items);
  }

  dev.serbench.model.MediumList mediumList(ByteBuffer buffer) {
    Medium.Vector vector = MediumList.getRootAsMediumList(buffer, mediumList).itemsVector(mediums);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.Medium> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(medium, i)));
    }
    return new dev.serbench.model.MediumList(items);
  }

  dev.serbench.model.BigList bigList(ByteBuffer buffer) {
    Big.Vector vector = BigList.getRootAsBigList(buffer, bigList).itemsVector(bigs);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.Big> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(big, i)));
    }
    return new dev.serbench.model.BigList(items);
  }

  private static dev.serbench.model.Small read(Small s) {
    return s == null ? null : new dev.serbench.model.Small(s.id(), s.name());
  }

  private dev.serbench.model.Medium read(Medium m) {
    if (m == null) {
      return null;
    }
    return new dev.serbench.model.Medium(m.id(), m.name(), Timestamps.read(m.createdAt(timestamp)),
        Timestamps.read(m.updatedAt(timestamp)), m.field1(), m.field2(), m.field3(), m.field4(),
        read(m.small(small)));
  }

  // The three Mediums are read one after the other, so they share the one Medium accessor.
  private dev.serbench.model.Big read(Big b) {
    return new dev.serbench.model.Big(b.id(), b.name(), Timestamps.read(b.createdAt(timestamp)),
        Timestamps.read(b.updatedAt(timestamp)), b.field1(), b.field2(), b.field3(), b.field4(),
        read(b.medium1(medium)), read(b.medium2(medium)), read(b.medium3(medium)));
  }
}
